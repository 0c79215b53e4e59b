% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% HMM over an observation list, most likely states via queries per step
0.5::init(healthy); 0.5::init(fever).
0.7::trans(T, healthy, healthy); 0.3::trans(T, healthy, fever) :- between(0, 3, T).
0.4::trans(T, fever, healthy); 0.6::trans(T, fever, fever) :- between(0, 3, T).
0.5::emit(T, healthy, normal); 0.4::emit(T, healthy, cold); 0.1::emit(T, healthy, dizzy) :- between(0, 3, T).
0.1::emit(T, fever, normal); 0.3::emit(T, fever, cold); 0.6::emit(T, fever, dizzy) :- between(0, 3, T).
state(0, S) :- init(S).
state(T, S) :- T > 0, T1 is T - 1, state(T1, S1), trans(T1, S1, S).
observe([], _).
observe([O|Os], T) :- state(T, S), emit(T, S, O), T1 is T + 1, observe(Os, T1).
obs_seq :- observe([normal, cold, dizzy], 0).
evidence(obs_seq).
query(state(T, fever)) :- between(0, 2, T).
query(state(3, _)).
