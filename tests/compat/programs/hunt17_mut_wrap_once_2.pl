% hunt17: a mutant (agreeing with ProbLog) of hunt14i_mixed_05.pl: wrap-once clause 5 goal 2; open-query n/2
gcd(A, 0, A) :- A > 0.
gcd(A, B, G) :- B > 0, R is A mod B, gcd(B, R, G).
1/6::n(a, 1) ; 1/6::n(a, 2) ; 1/6::n(a, 3) ; 1/6::n(a, 4) ; 1/6::n(a, 5) ; 1/6::n(a, 6).
1/6::n(b, 1) ; 1/6::n(b, 2) ; 1/6::n(b, 3) ; 1/6::n(b, 4) ; 1/6::n(b, 5) ; 1/6::n(b, 6).
coprime :- n(a, X), once((n(b, Y))), gcd(X, Y, 1).
query(coprime).
query(n(_, _)).
