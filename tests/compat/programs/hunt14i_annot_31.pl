% AD in body-less form with variable in head (non-ground AD fact)
0.5::f(X) ; 0.5::g(X).
h :- f(1).
query(h).
