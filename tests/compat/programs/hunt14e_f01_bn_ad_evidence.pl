% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% Bayesian network with multi-valued nodes as ADs, evidence on a child, open queries on parents
0.3::season(winter); 0.4::season(summer); 0.3::season(autumn).
0.7::weather(cold); 0.3::weather(mild) :- season(winter).
0.1::weather(cold); 0.5::weather(mild); 0.4::weather(hot) :- season(summer).
0.3::weather(cold); 0.6::weather(mild); 0.1::weather(hot) :- season(autumn).
0.8::heating :- weather(cold).
0.2::heating :- weather(mild).
0.9::aircon :- weather(hot).
energy(high) :- heating.
energy(high) :- aircon.
energy(low) :- \+ heating, \+ aircon.
evidence(energy(high)).
query(season(_)).
query(weather(_)).
query(heating).
