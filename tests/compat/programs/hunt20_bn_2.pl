% a multi-valued Bayesian network node with three states and a table per parent state
0.3::weather(sunny); 0.5::weather(cloudy); 0.2::weather(rainy).
0.1::traffic(high); 0.9::traffic(low) :- weather(sunny).
0.4::traffic(high); 0.6::traffic(low) :- weather(cloudy).
0.8::traffic(high); 0.2::traffic(low) :- weather(rainy).
0.9::late :- traffic(high).
0.05::late :- traffic(low).
evidence(late).
query(weather(W)).
query(traffic(T)).
