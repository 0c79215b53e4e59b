% min and max of mixed integers and floats, comparisons across types
m(min, A, B, X) :- args(A, B), X is min(A, B).
m(max, A, B, X) :- args(A, B), X is max(A, B).
args(1, 1.0). args(2, 1.5). args(-1, -1.0). args(3.0, 3). args(0, -0.0).
c(A, B, eq) :- args(A, B), A =:= B.
c(A, B, lt) :- args(A, B), A < B.
c(A, B, gt) :- args(A, B), A > B.
c(A, B, same) :- args(A, B), A == B.
query(m(_, _, _, _)).
query(c(_, _, _)).
