% evidence on an AD head
0.2::c(r) ; 0.5::c(g) ; 0.3::c(b).
warm :- c(r).
warm :- c(g).
evidence(c(g), false).
query(warm).
query(c(_)).
