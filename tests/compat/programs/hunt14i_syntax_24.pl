% strings with escapes
s("tab\tx").
s("quote\"x").
s("back\\x").
len(N) :- s(S), S = N.
query(s(_)).
query(len(_)).
