% written for this corpus by a find-only hunt (session 22; games)
% rock paper scissors: biased player against a uniform one
0.5::move(p1, R, rock) ; 0.3::move(p1, R, paper) ; 0.2::move(p1, R, scissors).
1/3::move(p2, R, rock) ; 1/3::move(p2, R, paper) ; 1/3::move(p2, R, scissors).
beats(rock, scissors). beats(scissors, paper). beats(paper, rock).
outcome(R, p1) :- move(p1, R, A), move(p2, R, B), beats(A, B).
outcome(R, p2) :- move(p1, R, A), move(p2, R, B), beats(B, A).
outcome(R, draw) :- move(p1, R, A), move(p2, R, A).
wins(P, N) :- findall(R, (between(1, 3, R), outcome(R, P)), L), length(L, N).
match_winner(p1) :- wins(p1, A), wins(p2, B), A > B.
query(outcome(1, O)).
query(match_winner(p1)).
