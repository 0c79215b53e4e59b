% hunt17: a mutant (agreeing with ProbLog) of hunt14g_ss_binary_adder.pl: wrap-call2 clause 11 goal 1
:- use_module(library(lists)).
0.02::flip(I) :- between(1, 6, I).
bits_a([1,0,1,1,0,1]).
bits_b([0,1,1,0,1,1]).
noisy([], _, []).
noisy([B|Bs], I, [C|Cs]) :- flip(I), C is 1 - B, I1 is I + 1, noisy(Bs, I1, Cs).
noisy([B|Bs], I, [B|Cs]) :- \+ flip(I), I1 is I + 1, noisy(Bs, I1, Cs).
add(A, B, S) :- reverse(A, RA), reverse(B, RB), addc(RA, RB, 0, RS), reverse(RS, S).
addc([], [], 0, []).
addc([], [], 1, [1]).
addc([X|Xs], [Y|Ys], C, [Z|Zs]) :- call(call, (T is X + Y + C)), Z is T mod 2, C1 is T // 2, addc(Xs, Ys, C1, Zs).
val([], A, A).
val([B|Bs], A0, V) :- A is 2 * A0 + B, val(Bs, A, V).
sum(V) :- bits_a(A0), noisy(A0, 1, A), bits_b(B), add(A, B, S), val(S, 0, V).
query(sum(_)).
