% AD heads summing below one
0.2::c(red) ; 0.3::c(green).
some :- c(_).
query(c(_)).
query(some).
