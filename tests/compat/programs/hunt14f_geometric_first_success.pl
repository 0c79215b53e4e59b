% written for this corpus by a find-only hunt (session 23; planning, inventory and Markov chains)
% Geometric waiting time over six trials: the first success, with between/3 and negation
0.4::success(T) :- between(1, 6, T).

first_success(T) :- between(1, 6, T), success(T), \+ earlier(T).
earlier(T) :- between(1, 6, U), U < T, success(U).
never :- \+ first_success(_).
query(first_success(_)).
query(never).
