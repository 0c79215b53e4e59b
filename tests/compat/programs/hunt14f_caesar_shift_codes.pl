% written for this corpus by a find-only hunt (session 23; games and puzzles)
% Caesar shift guessing over letter codes (97 is a): which shift produced the cipher letter
0.5::shift(1); 0.3::shift(2); 0.2::shift(3).

enc(C, S, D) :- X is ((C - 97 + S) mod 26) + 97, D = X.
plain(99).
plain(122).

cipher(P, D) :- plain(P), shift(S), enc(P, S, D).
wraps(P) :- cipher(P, D), D < P.
query(cipher(_, _)).
query(wraps(_)).
evidence(\+ cipher(99, 100)).
