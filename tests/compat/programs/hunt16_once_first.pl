opt(X, go) :- X = slow.
opt(fast, go).
opt(mid, go).
pick(X) :- once(opt(X, go)).
query(pick(_)).
