% a die thrown until six, for at most five throws
1/6::six(T); 5/6::other(T) :- between(1, 5, T).
stop(T) :- between(1, 5, T), six(T), \+ earlier(T).
earlier(T) :- between(1, 5, S), S < T, six(S).
query(stop(1)). query(stop(3)). query(stop(5)).
never :- \+ stop(1), \+ stop(2), \+ stop(3), \+ stop(4), \+ stop(5).
query(never).
