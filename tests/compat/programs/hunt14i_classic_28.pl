% eight puzzle-free: water jugs BFS depth bounded
move(s(A, B), s(4, B)) :- A < 4.
move(s(A, B), s(A, 3)) :- B < 3.
move(s(A, B), s(0, B)) :- A > 0.
move(s(A, B), s(A, 0)) :- B > 0.
move(s(A, B), s(A1, B1)) :- A > 0, B < 3, T is min(A, 3 - B), A1 is A - T, B1 is B + T.
move(s(A, B), s(A1, B1)) :- B > 0, A < 4, T is min(B, 4 - A), A1 is A + T, B1 is B - T.
solve(S, S, _, []).
solve(S, G, D, [N|P]) :- D > 0, move(S, N), D1 is D - 1, solve(N, G, D1, P).
ok(D) :- solve(s(0, 0), s(2, _), D, _).
query(ok(6)).
query(ok(3)).
