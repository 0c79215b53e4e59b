% a learning-from-interpretations model (coins with a shared bias) run as plain inference, with fixed weights
0.6::heads(C) :- coin(C), biased(C).
0.5::heads(C) :- coin(C), \+ biased(C).
0.2::biased(C) :- coin(C).
coin(c1). coin(c2). coin(c3).
all_heads :- heads(c1), heads(c2), heads(c3).
some_tail :- coin(C), \+ heads(C).
evidence(heads(c1), true).
evidence(heads(c2), false).
query(biased(_)). query(all_heads). query(some_tail). query(heads(c3)).
