% a small probabilistic grammar generating sentences of bounded length
0.6::np(det, T) ; 0.4::np(name, T) :- between(1, 3, T).
0.7::vp(trans, T) ; 0.3::vp(intrans, T) :- between(1, 3, T).
words(np, T, [the, dog]) :- np(det, T).
words(np, T, [rex]) :- np(name, T).
words(vp, T, [sees|O]) :- vp(trans, T), T2 is T + 1, T2 =< 3, words(np, T2, O).
words(vp, T, [sleeps]) :- vp(intrans, T).
sentence(S) :- words(np, 1, A), words(vp, 2, B), append(A, B, S).
append([], L, L).
append([H|T], L, [H|R]) :- append(T, L, R).
len(N) :- sentence(S), length(S, N).
query(sentence(_)). query(len(_)).
