0.4::r. 0.7::s.
w :- r. w :- s.
evidence(w).
query(w).
query(r).
query(r).
query(s).
query(w).
