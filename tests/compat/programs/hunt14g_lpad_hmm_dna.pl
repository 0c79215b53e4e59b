% written for this corpus by a find-only hunt (session 23; LPAD/cplint-style annotated disjunctions)
% cplint's HMM over DNA letters, two hidden states and an end state, strings of length 1-6
0.5::next_state(q1, T, q1); 0.45::next_state(q1, T, q2); 0.05::next_state(q1, T, end) :- between(0, 9, T).
0.45::next_state(q2, T, q1); 0.5::next_state(q2, T, q2); 0.05::next_state(q2, T, end) :- between(0, 9, T).
0.4::letter(q1, T, a); 0.1::letter(q1, T, c); 0.1::letter(q1, T, g); 0.4::letter(q1, T, t) :- between(0, 9, T).
0.1::letter(q2, T, a); 0.4::letter(q2, T, c); 0.4::letter(q2, T, g); 0.1::letter(q2, T, t) :- between(0, 9, T).
obs(L) :- hmm(q1, 0, L).
hmm(end, _, []).
hmm(Q, T, [L|Ls]) :- Q \= end, letter(Q, T, L), next_state(Q, T, Q1), T1 is T + 1, hmm(Q1, T1, Ls).
query(obs([a, c, g])).
query(obs([t])).
query(obs([a, a, t, t, c, g])).
