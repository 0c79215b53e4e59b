% a certain fact among probabilistic ones keeps its place in the list
0.3::p(1). 0.6::p(2). p(3). 0.2::p(4).
q(L) :- findall(X, p(X), L).
query(q(_)).
