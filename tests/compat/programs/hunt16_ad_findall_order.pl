:- use_module(library(lists)).
0.3::pick(X, on); 0.7::pick(X, off) :- member(X, [u, v]).
pick(w, on).
on(L) :- findall(X, pick(X, on), L).
query(on(_)).
