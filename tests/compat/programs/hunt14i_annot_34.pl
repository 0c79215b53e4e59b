% probability exactly 1 in an AD with zero head
1.0::x(a) ; 0.0::x(b).
query(x(_)).
