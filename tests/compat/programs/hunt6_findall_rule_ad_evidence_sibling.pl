% hunt6 (ProbLog compatibility, 6th hunt): findall rule ad evidence sibling
p(1). p(2).
0.5::s(X, on); 0.5::s(X, off) :- p(X).
ons(L) :- findall(X, s(X, on), L).
evidence(s(1, off)).
query(ons(_)).
query(s(_, _)).
