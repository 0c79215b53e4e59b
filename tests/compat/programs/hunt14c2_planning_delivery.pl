% written for this corpus by a find-only hunt (session 22; planning over time steps)
% delivery plan: each leg can be delayed; the plan is late if the total exceeds 5
legs([a-b, b-c, c-d]).
base(a-b, 1). base(b-c, 2). base(c-d, 1).
0.3::delay(L, 1) ; 0.1::delay(L, 3) ; 0.6::delay(L, 0).
leg_time(L, T) :- base(L, B), delay(L, D), T is B + D.
total([], 0).
total([L|Ls], T) :- leg_time(L, A), total(Ls, R), T is A + R.
late :- legs(Ls), total(Ls, T), T > 5.
query(late).
