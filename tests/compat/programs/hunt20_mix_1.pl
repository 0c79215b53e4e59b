% combined: spam filter in the naive Bayes style (class AD, word rules per class, evidence from data facts, findall count)
0.3::cls(spam); 0.7::cls(ham).
word(free). word(money). word(meeting). word(hello).
p_word(spam, free, 0.6). p_word(spam, money, 0.5). p_word(spam, meeting, 0.05). p_word(spam, hello, 0.3).
p_word(ham, free, 0.05). p_word(ham, money, 0.1). p_word(ham, meeting, 0.4). p_word(ham, hello, 0.5).
P::has(W) :- word(W), cls(C), p_word(C, W, P).
seen(free, true). seen(money, true). seen(meeting, false).
evidence(has(W), V) :- seen(W, V).
nwords(N) :- findall(W, has(W), L), length(L, N).
query(cls(_)).
query(has(hello)).
query(nwords(_)).
