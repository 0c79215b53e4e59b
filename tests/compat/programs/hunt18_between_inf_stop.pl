% between with a large bound and a cut-off: geometric waiting time truncated at ten tries
0.4::success(T) :- between(1, 10, T).
first(T) :- between(1, 10, T), success(T), \+ earlier(T).
earlier(T) :- between(1, 10, S), S < T, success(S).
query(first(1)).
query(first(3)).
query(first(10)).
never :- \+ success_any.
success_any :- between(1, 10, T), success(T).
query(never).
