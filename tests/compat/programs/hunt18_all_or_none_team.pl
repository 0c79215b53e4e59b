% all/3 and all_or_none/3 in ProbLog's sense: a relay team is fielded only when all members show up
:- use_module(library(lists)).
0.9::shows(ann). 0.8::shows(bob). 0.95::shows(cid).
member_of(relay, ann). member_of(relay, bob). member_of(relay, cid).
present(L) :- all(X, (member_of(relay, X), shows(X)), L).
fielded :- present(L), length(L, 3).
query(present(L)).
query(fielded).
