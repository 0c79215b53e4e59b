% AD head with repeated atom
0.3::a ; 0.3::a ; 0.2::b.
query(a).
query(b).
