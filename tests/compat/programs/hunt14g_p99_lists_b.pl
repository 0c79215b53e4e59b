% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% "99 Prolog problems" P05-P08, P20-P21, P28: palindromes, flatten, remove_at, insert_at, sort by length
0.5::letter(I, a); 0.5::letter(I, b) :- between(1, 5, I).
word([A,B,C,D,E]) :- letter(1, A), letter(2, B), letter(3, C), letter(4, D), letter(5, E).
palindrome(L) :- reverse(L, L).
reverse(L, R) :- rv(L, [], R).
rv([], A, A).
rv([X|Xs], A, R) :- rv(Xs, [X|A], R).
my_flatten(X, [X]) :- X \= [], \+ X = [_|_].
my_flatten([], []).
my_flatten([X|Xs], Zs) :- my_flatten(X, Y), my_flatten(Xs, Ys), app(Y, Ys, Zs).
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
remove_at(X, [X|Xs], 1, Xs).
remove_at(X, [Y|Xs], K, [Y|Ys]) :- K > 1, K1 is K - 1, remove_at(X, Xs, K1, Ys).
insert_at(X, L, K, R) :- remove_at(X, R, K, L).
lsort(L, S) :- add_len(L, P), sort(P, SP), strip(SP, S).
add_len([], []).
add_len([X|Xs], [N-X|Ys]) :- length(X, N), add_len(Xs, Ys).
strip([], []).
strip([_-X|Xs], [X|Ys]) :- strip(Xs, Ys).
pal :- word(W), palindrome(W).
flat_word(F) :- word([A,B|_]), my_flatten([[A,[B]],[x,[[y]]]], F).
ins(R) :- word([A|_]), insert_at(A, [p, q, r], 2, R).
sorted_groups(S) :- word([A,B,C|_]), lsort([[A,B,C],[A],[B,C]], S).
query(pal).
query(flat_word(_)).
query(ins(_)).
query(sorted_groups(_)).
