% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% coins counted with findall, probability of number of heads
0.5::heads(1). 0.6::heads(2). 0.7::heads(3).
coin(1). coin(2). coin(3).
num_heads(N) :- findall(C, (coin(C), heads(C)), L), length(L, N).
all_heads :- forall(coin(C), heads(C)).
some_tails :- coin(C), \+ heads(C).
query(num_heads(_)).
query(all_heads).
query(some_tails).
evidence(heads(2), false).
