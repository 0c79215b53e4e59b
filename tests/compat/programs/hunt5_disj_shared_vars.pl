% a disjunction in a body binding shared variables differently in each branch
0.5::p(1). 0.5::p(2). 0.3::q(2).
r(X, Y) :- (p(X), Y = a ; q(X), Y = b ; X = 3, Y = c).
s(X) :- r(X, _).
query(r(_, _)). query(s(_)).
