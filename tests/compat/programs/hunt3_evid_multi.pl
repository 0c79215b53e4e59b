0.5::h(1). 0.5::h(2). 0.5::h(3).
obs(N) :- h(N).
any :- h(_).
evidence(obs(1), true).
evidence(obs(2), false).
evidence(any).
query(h(_)).
query(obs(_)).
