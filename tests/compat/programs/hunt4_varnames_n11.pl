cnt(L, N) :- length(L, N).
query(cnt(_, 3)).
m(X) :- X = [_, _ | _].
query(m(_)).
