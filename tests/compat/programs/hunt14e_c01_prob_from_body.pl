% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% probabilities bound by the body (P::h :- b(P)) and computed probabilities
bias(c1, 0.3). bias(c2, 0.6). bias(c3, 0.9).
P::heads(C) :- bias(C, P).
Q::tails(C) :- bias(C, P), Q is 1 - P.
0.5*0.8::lucky.
1/4::rare.
two_heads :- heads(c1), heads(c2).
query(heads(_)).
query(tails(c3)).
query(two_heads).
query(lucky).
query(rare).
