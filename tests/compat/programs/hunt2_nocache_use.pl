% nocache/2 directive style fact and a counter predicate
:- use_module(library(lists)).
0.4::coin(1). 0.4::coin(2). 0.4::coin(3).
heads(N) :- findall(X, coin(X), L), length(L, N).
query(heads(N)).
