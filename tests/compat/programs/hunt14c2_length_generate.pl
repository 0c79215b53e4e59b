% written for this corpus by a find-only hunt (session 22; arithmetic, terms and printing)
% string lengths: random words from letters, checked with length/2
0.5::letter(P, a) ; 0.5::letter(P, b).
0.3::size(1) ; 0.5::size(2) ; 0.2::size(3).
word(W) :- size(N), length(W, N), fill(W, 1).
fill([], _).
fill([L|Ls], P) :- letter(P, L), P1 is P + 1, fill(Ls, P1).
palindrome :- word(W), reverse(W, W).
reverse(L, R) :- rev(L, [], R).
rev([], A, A).
rev([H|T], A, R) :- rev(T, [H|A], R).
query(word([a, b])).
query(palindrome).
