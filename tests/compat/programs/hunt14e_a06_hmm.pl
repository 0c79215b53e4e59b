% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% weather HMM with observation evidence
0.5::weather(0,sun); 0.5::weather(0,rain).
0.6::weather(T,sun); 0.4::weather(T,rain) :- T > 0, Tp is T - 1, weather(Tp,sun).
0.2::weather(T,sun); 0.8::weather(T,rain) :- T > 0, Tp is T - 1, weather(Tp,rain).
0.1::obs(T,umbrella); 0.9::obs(T,none) :- weather(T,sun).
0.8::obs(T,umbrella); 0.2::obs(T,none) :- weather(T,rain).
evidence(obs(0,umbrella)).
evidence(obs(1,umbrella)).
evidence(obs(2,none)).
evidence(obs(3,umbrella), true).
query(weather(T,rain)) :- between(0,4,T).
query(obs(4,_)).
