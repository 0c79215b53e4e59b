% arithmetic in a loan model: interest compounding with ** and rounding, integer division and mod
rate(low, 0.02). rate(high, 0.05).
0.7::rate_is(low); 0.3::rate_is(high).
balance(Y, B) :- rate_is(R), rate(R, I), B0 is 1000 * (1 + I) ** Y, B is round(B0).
instalment(M, I) :- I is 1200 // M, I mod 2 =:= 0.
rich(Y) :- balance(Y, B), B > 1100.
query(balance(3, B)).
query(rich(5)).
query(instalment(12, I)).
query(instalment(7, I)).
