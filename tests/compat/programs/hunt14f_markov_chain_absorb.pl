% written for this corpus by a find-only hunt (session 23; planning, inventory and Markov chains)
% A three-state Markov chain with an absorbing state, unrolled for four steps
0.5::step(T, s0, s0); 0.5::step(T, s0, s1) :- T < 4.
0.3::step(T, s1, s0); 0.4::step(T, s1, s1); 0.3::step(T, s1, done) :- T < 4.
at(0, s0).
at(T1, S) :- at(T, P), T < 4, T1 is T + 1, P \= done, step(T, P, S).
at(T1, done) :- at(T, done), T < 4, T1 is T + 1.
finished_by(T) :- at(T, done).
query(at(4, _)).
query(finished_by(3)).
