% hunt6 (ProbLog compatibility, 6th hunt): ad sum one
1/3::x(1); 1/3::x(2); 1/3::x(3).
y :- x(A), x(B), A \= B.
z :- x(A), A > 1.
query(x(_)). query(y). query(z).
