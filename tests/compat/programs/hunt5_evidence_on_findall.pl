% evidence on an atom defined through findall/3, with a query on the list
0.5::p(1). 0.5::p(2). 0.5::p(3).
count(N) :- findall(X, p(X), L), length(L, N).
many :- count(N), N >= 2.
evidence(many).
query(count(_)). query(p(1)).
