s("héllo wörld").
s("日本").
0.5::say(X) :- s(X).
query(say(X)).
query(s("日本")).
