% many ADs sharing head atoms across rules
0.3::c(red) ; 0.7::c(blue) :- s(1).
0.6::c(red) ; 0.4::c(blue) :- s(2).
0.5::s(1). 0.5::s(2).
query(c(_)).
