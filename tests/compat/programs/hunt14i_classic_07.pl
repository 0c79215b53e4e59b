% gcd and lcm
gcd(A, 0, A) :- A > 0.
gcd(A, B, G) :- B > 0, R is A mod B, gcd(B, R, G).
lcm(A, B, L) :- gcd(A, B, G), L is A * B // G.
query(gcd(48, 18, _)).
query(gcd(17, 5, _)).
query(lcm(4, 6, _)).
query(lcm(21, 6, _)).
