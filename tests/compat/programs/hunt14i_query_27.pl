% open query on AD with evidence excluding some answers
0.2::c(1) ; 0.3::c(2) ; 0.5::c(3).
evidence(c(2), false).
query(c(_)).
