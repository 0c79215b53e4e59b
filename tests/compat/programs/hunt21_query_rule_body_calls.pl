% hunt21: the names of a query/1 rule's open query follow its body's calls (findall, =, a rule)
d(a). d(b).
e(X) :- d(X), d(X).
t(kid, dad).
u(kid, dad, mum).
r(X, Y) :- d(X).
query(t(X, _)) :- d(X), e(X).
query(u(X, Y, _)) :- findall(Z, d(Z), [X|_]), Y = W.
query(r(X, _)) :- d(X).
