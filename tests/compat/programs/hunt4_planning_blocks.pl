% bounded planning with probabilistic action success
0.9::succeeds(T, A) :- action(A), time(T).
action(fetch). action(cook). action(serve).
time(0). time(1). time(2). time(3).
pre(cook, fetched). pre(serve, cooked).
eff(fetch, fetched). eff(cook, cooked). eff(serve, served).
holds(F, T) :- T > 0, T0 is T - 1, holds(F, T0).
holds(F, T) :- T > 0, T0 is T - 1, do(A, T0), eff(A, F), succeeds(T0, A).
do(fetch, 0). do(cook, 1). do(serve, 2). do(cook, 2).
ok(A, T) :- pre(A, F), holds(F, T).
ok(fetch, _).
goal_reached :- holds(served, 3), ok(serve, 2).
query(goal_reached).
query(holds(F, 3)).
