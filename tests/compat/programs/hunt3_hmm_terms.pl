% small HMM, answers are state sequences as nested terms
0.6::trans(T, s, s); 0.4::trans(T, s, r) :- t(T).
0.3::trans(T, r, s); 0.7::trans(T, r, r) :- t(T).
t(0). t(1).
0.8::emit(T, s, dry); 0.2::emit(T, s, wet) :- tt(T).
0.1::emit(T, r, dry); 0.9::emit(T, r, wet) :- tt(T).
tt(0). tt(1). tt(2).
state(0, s).
state(T, S) :- T > 0, T1 is T - 1, state(T1, S0), trans(T1, S0, S).
path(s0(A)-s1(B)-s2(C)) :- state(0, A), state(1, B), state(2, C).
evidence(emit(1, S, wet)) :- fail.
obs(T, O) :- state(T, S), emit(T, S, O).
evidence(obs(1, wet)).
evidence(obs(2, wet)).
query(path(_)).
query(state(2, _)).
