% written for this corpus by a find-only hunt (session 22; arithmetic, terms and printing)
% betting: expected winnings with float arithmetic in answers
0.3::outcome(win) ; 0.5::outcome(draw) ; 0.2::outcome(loss).
stake(10).
payout(win, 2.5). payout(draw, 1.0). payout(loss, 0.0).
net(N) :- outcome(O), payout(O, F), stake(S), N is S * F - S.
ratio(R) :- outcome(O), payout(O, F), R is F / 2.
neg_net :- net(N), N < 0.
query(net(N)).
query(ratio(R)).
query(neg_net).
