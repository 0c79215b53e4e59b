% evidence forms: evidence(\+ A), evidence(A, false) and evidence on a conjunction rule, in a smoke detector model
0.1::fire. 0.3::toast.
0.95::smoke :- fire.
0.6::smoke :- toast.
0.9::beep :- smoke.
both :- fire, toast.
evidence(\+ beep).
query(fire).
query(toast).
query(both).
