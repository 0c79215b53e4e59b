% written for this corpus by a find-only hunt (session 22; arithmetic, terms and printing)
% savings under uncertain interest rates: compound growth with float arithmetic
0.5::rate(low) ; 0.3::rate(mid) ; 0.2::rate(high).
pct(low, 1). pct(mid, 3). pct(high, 5).
balance(Y, B) :- rate(R), pct(R, P), B0 is 1000 * (1 + P / 100) ** Y, B is round(B0).
doubles :- balance(20, B), B >= 2000.
halfway(X) :- balance(10, B), X is B / 2.
query(balance(5, B)).
query(doubles).
query(halfway(X)).
