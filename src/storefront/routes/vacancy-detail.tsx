import { useParams } from 'react-router';
import { VacancyDetail } from '../features/vacancies/components/vacancy-detail.tsx';

export default function Route() {
  const { id = '' } = useParams();
  return <VacancyDetail key={id} id={id} />;
}
